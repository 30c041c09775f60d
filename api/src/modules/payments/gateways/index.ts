import type { Config } from '../../../config.js';
import { isGatewayName, type PaymentGateway } from './gateway.js';
import { JazzCashGateway } from './jazzcash.js';
import { SandboxGateway, sandboxSecret } from './sandbox.js';

export type PaymentGateways = { sandbox: SandboxGateway; jazzcash: JazzCashGateway | undefined };

const built = new WeakMap<Config, PaymentGateways>();

/** The gateways this configuration enables (one set per config): the sandbox always, JazzCash with its credentials. */
export function paymentGateways(config: Config): PaymentGateways {
  let gateways = built.get(config);
  if (!gateways) {
    gateways = {
      sandbox: new SandboxGateway(() => sandboxSecret(config)),
      jazzcash: config.payments.jazzcash ? new JazzCashGateway(config.payments.jazzcash) : undefined,
    };
    built.set(config, gateways);
  }
  return gateways;
}

/** The enabled gateway of that name (from a URL), or undefined. */
export function gatewayNamed(config: Config, name: string): PaymentGateway | undefined {
  return isGatewayName(name) ? paymentGateways(config)[name] : undefined;
}
