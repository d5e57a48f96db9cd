/**
 * How the API client leaves the page (SPEC section 8 sends failures to login or /error). The router connects
 * itself at start-up; until then, and outside the app, a full page load does the job.
 */
export type ApiNavigation = {
  navigate: (to: string) => void | Promise<void>;
  /** Path and query of the page the user is on, to come back to after signing in. */
  currentPath: () => string;
  /** The /error page's message when the server could not be reached, in the reader's language. */
  networkErrorMessage: () => string;
};

const fallback: ApiNavigation = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  networkErrorMessage: () => 'The server could not be reached. Check your connection and try again.',
};

let current: ApiNavigation = fallback;

/** Returns the function that restores the previous navigation (for tests and unmounting apps). */
export function configureApiNavigation(navigation: Partial<ApiNavigation>): () => void {
  const previous = current;
  current = { ...fallback, ...navigation };
  return () => {
    current = previous;
  };
}

export function apiNavigation(): ApiNavigation {
  return current;
}
