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

function isCurrentPath(here: string, to: string, end: boolean): boolean {
  const target = new URL(to, 'http://localhost').pathname;
  if (here === target) return true;
  return !end && here.startsWith(target.endsWith('/') ? target : `${target}/`);
}

const DocumentLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function DocumentLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

/**
 * Without a router every link is a page load: the landing page (/) is rendered without React Router to keep its
 * first load small (ADR 015), and its links lead into the full app. The app's router provides its own links.
 * `currentPath` is the address shown: the browser's, or on the server the request's.
 */
export function documentLinks(currentPath: () => string = () => window.location.pathname): PageLinks {
  const DocumentNavLink = forwardRef<HTMLAnchorElement, PageNavLinkProps>(function DocumentNavLink(
    { to, end = false, ...rest },
    ref,
  ) {
    return (
      <a ref={ref} href={to} aria-current={isCurrentPath(currentPath(), to, end) ? 'page' : undefined} {...rest} />
    );
  });
  return { Link: DocumentLink, NavLink: DocumentNavLink, navigate: (to) => window.location.assign(to) };
}

export const PageLinksContext = createContext<PageLinks>(documentLinks());

/** The links of the public frame and the landing page, which run both inside and outside the app's router. */
export function usePageLinks(): PageLinks {
  return useContext(PageLinksContext);
}
