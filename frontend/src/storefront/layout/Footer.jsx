import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';

const SUPPORT_EMAIL = 'support@voltcart.example';
const mail = (subject) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

const LISTS = [
  {
    title: 'Help',
    links: [
      { label: 'Track your order', to: '/track' },
      { label: 'Contact support', href: mail('Help request') },
      { label: 'Call (800) 555-0199', href: 'tel:+18005550199' },
      { label: 'Order verification', href: mail('Order verification') },
      { label: 'Payment questions', href: mail('Payment question') },
    ],
  },
  {
    title: 'Brands',
    // A brand's best-known aisle, searched there (category pages search the brand too).
    links: [
      ['Apple', '/smartphones'],
      ['Samsung', '/smartphones'],
      ['Sony', '/gaming'],
      ['Dell', '/laptops'],
      ['Dyson', '/home-appliances'],
    ].map(([brand, path]) => ({ label: brand, to: `${path}?search=${brand}` })),
  },
  {
    title: 'About',
    links: [
      { label: 'Our story', href: mail('About Voltcart') },
      { label: 'Careers', href: mail('Careers') },
      { label: 'Press', href: mail('Press') },
    ],
  },
  {
    title: 'Service',
    links: [
      { label: 'Shipping & delivery', href: mail('Shipping') },
      { label: 'Returns & exchanges', href: mail('Returns') },
      { label: 'Warranty & repairs', href: mail('Warranty') },
    ],
  },
];

export default function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__about">
            <Link to="/" className="brand brand--inverse">
              <span className="brand__mark">
                <Icon name="bolt" size={18} />
              </span>
              <span className="brand__name">Voltcart</span>
            </Link>
            <p>
              Consumer electronics, checked by people. We call every customer within {VERIFICATION_WINDOW_HOURS} hours
              to verify the order before any charge is made.
            </p>
          </div>
          {LISTS.map((list) => (
            <nav key={list.title} className="site-footer__list" aria-label={list.title}>
              <h2>{list.title}</h2>
              <ul>
                {list.links.map((link) => (
                  <li key={link.label}>
                    {link.to ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {/* The server's year is UTC and the visitor's is local: on New Year's Eve they differ for hours, and the
            year shown then may be either, never a failed hydration. */}
        <p className="site-footer__terms" suppressHydrationWarning>
          By using this site you agree to the Voltcart Terms of Use and Privacy Policy. Prices and availability are
          subject to change. © {new Date().getFullYear()} Voltcart.
        </p>
      </div>
    </footer>
  );
}
