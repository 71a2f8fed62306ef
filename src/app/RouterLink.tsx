import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router';

/** What MUI gives the theme's link component: an anchor's attributes with `href`. */
export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The theme's LinkBehavior (MUI's "Routing libraries" guide; docs/web.md#links): every MUI `Link`
 * and every ButtonBase given an `href` (Button, IconButton, ListItemButton) renders through it, so
 * presentational components take `href` alone. React Router's `<Link>` follows a plain click in
 * the app and leaves a modified or middle click, `target="_blank"` and other origins to the
 * browser. A file to download, or a link outside any router (stories, a provider above the
 * router), is the browser's plain `<a>`.
 */
export function RouterLink({ href, ...props }: RouterLinkProps) {
  const inRouter = useInRouterContext();
  if (!inRouter || props.download !== undefined) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}
