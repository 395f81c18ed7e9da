/** What the middlewares put on requests and responses. */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
      /** sha-256 of the session cookie, when logged in */
      sessionKey?: string;
      csrfToken: string;
      /** the reader's language (set by the session middleware) */
      lang: import('../i18n/render').RenderLang;
      /** the reader's time zone: his profile's, else his browser's (a cookie); unknown: UTC */
      timeZone?: string;
      /** the games waiting for the signed-in player's move (HTML pages) */
      waiting?: { id: number; title: string; deadline: Date | null }[];
    }
    interface Response {
      renderPage(name: string, context?: Record<string, unknown>): void;
    }
  }
}

export {};
