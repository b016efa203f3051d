/** What POST /contact/email works with: the form's rules, the store, the limit per address, the mail and the log. */
import type { ContactForm } from '../../schemas/site.types.ts';
import type { AddressOf } from './client-address.ts';
import type { ContactSite } from './contact-form-of-site.ts';
import type { MailSender } from './mailer.ts';
import type { MessageStore } from './message-store.ts';
import type { RateLimiter } from './rate-limit.ts';

export interface ContactRouteDeps {
  form: ContactForm;
  store: MessageStore;
  limiter: RateLimiter;
  /** The visitor's address, as the trusted proxies name it. */
  addressOf: AddressOf;
  mailer: MailSender | undefined;
  log: (line: string) => void;
}

/** What a form sent without JavaScript is answered from. */
export interface FormPages {
  /** Each page showing the form, by its route in its language: the form in that language's words. */
  pages: ContactSite['pages'];
  /** The built pages (dist/client), whose HTML the answer is drawn from; none in the dev server. */
  pagesDir: string | undefined;
}
