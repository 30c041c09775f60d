import { VISA_STATUS_LABELS } from '@rules/visa.js';
import { pageNamespace } from '../page';

// the agent's visa applications desk (web/src/modules/visa/AgentVisaTab).
const strings = {
  title: 'Visa Services',
  subtitle: 'Manage your visa processing services',
  // the processing queue
  queue: 'Processing queue',
  status: 'Status',
  filters: { open: 'To do', all: 'All' },
  // the rules' labels
  statuses: VISA_STATUS_LABELS,
  overdueOnly: 'Overdue only',
  empty: 'Nothing in the queue.',
  queueLabel: 'Visa processing queue',
  application: 'Application',
  appliedBy: 'Applied by',
  due: 'Due',
  summary_one: '{{count}} applicant · {{processing}} · travel {{date}}',
  summary_other: '{{count}} applicants · {{processing}} · travel {{date}}',
  processing: { normal: 'Normal 7-10 days', express: 'Express 3-5 days', urgent: 'Urgent 24-48 hours' },
  overdue: ' (overdue)',
  open: 'Open',
  openLabel: 'Open <title>{{title}}</title> application by <by>{{by}}</by>',
  // the agent's offers
  offers: 'Your visa offers',
  noOffers: 'You do not sell visa services yet: ask the Safarnama team to list yours.',
  visaTypes: { tourist: 'Tourist', business: 'Business', transit: 'Transit', student: 'Student', umrah: 'Umrah' },
  from: 'from {{price}}',
  offerOpen: '<title>{{title}}</title> open for applications',
  listed: 'Listed',
  hidden: 'Hidden',
  updateFailed: 'Update failed',
  updateFailedText: 'Failed to change the offer.',
};

export type Strings = typeof strings;
export default pageNamespace('visaDesk', strings);
