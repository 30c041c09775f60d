// The top bar, the mobile menu, the footer and the 404 page.
export default {
  brandHome: 'Safarnama home',
  nav: { flights: 'Flights', hotels: 'Hotels', packages: 'Packages', transport: 'Transport' },
  services: 'Services',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signIn: 'Sign In',
  welcome: 'Welcome, {{name}}',
  dashboard: 'Dashboard',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  footer: {
    about:
      "Pakistan's travel marketplace for travellers and travel agents: flights, hotels, Umrah and Hajj packages, visas and transport in one place.",
    services: 'Services',
    support: 'Support',
    contact: 'Contact',
    helpCenter: 'Help Center',
    contactUs: 'Contact Us',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    partnership: 'B2B Partnership',
    address: '4th Floor, Bahria Complex III, M.T. Khan Road, Karachi',
    rights: '© {{year}} Safarnama. All rights reserved.',
    licensed: 'Safarnama is a licensed travel agent. All prices are in Pakistani Rupees (PKR) unless shown otherwise.',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Back to home',
  },
};
