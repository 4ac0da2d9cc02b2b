import { Link, useRoute } from 'wouter';

/** A link that marks itself while its page is open: class "active" (for the look) and aria-current="page". */
export default function NavLink({ to, className, ...props }) {
  const [current] = useRoute(to);
  return (
    <Link
      to={to}
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
      {...props}
    />
  );
}
