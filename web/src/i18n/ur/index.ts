import type { Catalogue } from '../en';
import auth from './auth';
import common from './common';
import home from './home';
import shell from './shell';
import search from './search';
import hotels from './hotels';
import flights from './flights';
import flightOrders from './flightOrders';
import transport from './transport';
import booking from './booking';
import catalogue from './catalogue';
import packages from './packages';
import visa from './visa';
import payments from './payments';
import vouchers from './vouchers';
import join from './join';
import dashboard from './dashboard';
import notifications from './notifications';
import agent from './agent';
import manage from './manage';
import staff from './staff';
import visaDesk from './visaDesk';
import admin from './admin';
import developers from './developers';
import umrah from './umrah';
import deadlines from './deadlines';
import afterSale from './afterSale';
import network from './network';
import quotes from './quotes';
import { urduMessage } from '@rules/messages-ur.js';

// The Urdu catalogue (a chunk of its own, loaded only when Urdu is chosen), written for Pakistani readers: travel
// words as agencies here write them (عمرہ، پیکج، بکنگ، ویزا…), figures, prices and codes in Western digits; a figure
// with a trailing plus sits between U+2066 and U+2069 (left-to-right isolate), or bidi shows '500+' as '+500'.
const ur: Catalogue = {
  common,
  shell,
  home,
  auth,
  search,
  hotels,
  flights,
  flightOrders,
  transport,
  booking,
  catalogue,
  packages,
  visa,
  payments,
  vouchers,
  join,
  dashboard,
  notifications,
  agent,
  manage,
  staff,
  visaDesk,
  admin,
  developers,
  umrah,
  deadlines,
  afterSale,
  network,
  quotes,
};
export default ur;

// the server's messages, also used by the forms' own checks (the same rules' messages)
export { urduMessage };
