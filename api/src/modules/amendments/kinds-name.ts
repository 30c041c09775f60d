import { ConflictError } from '../../core/errors.js';
import type { AmendmentHandler } from './kinds.js';

// A stub until the kind's handler lands (issue 37, helper KINDS).
export const nameHandler: AmendmentHandler = {
  plan() {
    return Promise.reject(new ConflictError('not yet'));
  },
  apply() {
    return Promise.reject(new ConflictError('not yet'));
  },
};
