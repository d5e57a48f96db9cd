import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};
export type PageNavLinkProps = PageLinkProps & {
  /** Current only on an exact match of the path, not on the pages below it (React Router's NavLink `end`). */
  end?: boolean;
};

export type PageLinks = {
  Link: ComponentType<PageLinkProps>;
  /** A link that says aria-current="page" while its page is shown. */
  NavLink: ComponentType<PageNavLinkProps>;
  navigate: (to: string) => void;
};

function isCurrentPath(to: string, end: boolean): boolean {
  const here = window.location.pathname;
  const target = new URL(to, window.location.origin).pathname;
  if (here === target) return true;
  return !end && here.startsWith(target.endsWith('/') ? target : `${target}/`);
}

const DocumentLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function DocumentLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

const DocumentNavLink = forwardRef<HTMLAnchorElement, PageNavLinkProps>(function DocumentNavLink(
  { to, end = false, ...rest },
  ref,
) {
  return <a ref={ref} href={to} aria-current={isCurrentPath(to, end) ? 'page' : undefined} {...rest} />;
});

/**
 * Without a router every link is a page load: the landing page (/) is rendered without React Router to keep its
 * first load small (ADR 015), and its links lead into the full app. The app's router provides its own links.
 */
const documentLinks: PageLinks = {
  Link: DocumentLink,
  NavLink: DocumentNavLink,
  navigate: (to) => window.location.assign(to),
};

export const PageLinksContext = createContext<PageLinks>(documentLinks);

/** The links of the public frame and the landing page, which run both inside and outside the app's router. */
export function usePageLinks(): PageLinks {
  return useContext(PageLinksContext);
}
