import { pageNamespace } from '../page';

// joining an agency by invitation, the welcome page (agency/JoinPage, home/WelcomePage).
const strings = {
  // /join/:token
  title: 'Join an agency',
  invalidLink: 'This invitation link is not valid',
  goToSignIn: 'Go to sign in',
  invitesManager: '<agency>{{agency}}</agency> invites <b>{{email}}</b> to join as a manager. Choose how you will sign in.',
  invitesStaff: '<agency>{{agency}}</agency> invites <b>{{email}}</b> to join as staff. Choose how you will sign in.',
  // issue 39: a master agency invites a new sub-agency
  invitesSubAgency: '<agency>{{agency}}</agency> invites you to open <sub>{{subAgency}}</sub> as its sub-agency (<b>{{email}}</b>). Choose how you will sign in.',
  welcomeSubAgency: 'Welcome, {{name}}! Your agency is open: its credit line is on your Wallet tab.',
  signedInAs: 'You are signed in as <name>{{name}}</name>: joining signs you in as the new account instead.',
  joinFailedText: 'Joining failed. Please try again.',
  welcomeAboard: 'Welcome aboard',
  welcomeMember: 'Welcome, {{name}}! You are now a member of the agency.',
  joinFailed: 'Joining failed',
  tryAgain: 'Please try again.',
  form: 'Join the agency',
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  password: 'Password',
  joining: 'Joining...',
  join: 'Join the agency',

  // the signed-in home
  roles: { super_admin: 'Super Administrator', b2b_agent: 'B2B Agent', end_user: 'Customer' },
  welcomeBack: 'Welcome back, <name>{{name}}</name>!',
  user: 'User',
  whereNext: 'Where would you like to go next?',
  cards: {
    dashboard: { title: 'Dashboard', text: 'Your bookings, trips and account' },
    flights: { title: 'Flights', text: 'Search fares from Pakistan to the world' },
    hotels: { title: 'Hotels', text: 'Makkah, Madinah, Dubai and across Pakistan' },
    packages: { title: 'Packages', text: 'Umrah, Hajj, holidays and international tours' },
    transport: { title: 'Transport', text: 'Car rental, coaches, trains and transfers' },
  },
  recentActivity: 'Recent Activity',
  needHelp: 'Need help planning?',
  helpText: 'Our travel experts in Karachi, Lahore and Islamabad answer 9am–9pm, seven days a week.',
  contactSupport: 'Contact Support',
};

export type Strings = typeof strings;
export default pageNamespace('join', strings);
