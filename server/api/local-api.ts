/**
 * The local API that `npm start` and `npm run serve` run beside the site, on the same origin: the default answer to
 * both calls of the site (GET /api/product and POST /contact/email) when no other hosts are configured at build time.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactForm } from '../../schemas/site.types.ts';
import type { RequestTarget } from '../request-target.ts';
import { CONTACT_PATH, PRODUCT_PATH } from '../../browser/api/constants.ts';
import { clientAddressOf } from './client-address.ts';
import { handleContact } from './contact-route.ts';
import { refuse } from './json-response.ts';
import { smtpMailSender, type MailSender } from './mailer.ts';
import { JsonLinesStore } from './json-lines-store.ts';
import type { MessageStore } from './message-store.ts';
import { PostgresStore } from './postgres-store.ts';
import { readProductAnswer } from './product-data.ts';
import { handleProduct } from './product-route.ts';
import { RateLimiter } from './rate-limit.ts';
import { apiSettingsFromEnv, type LocalApiSettings } from './settings.ts';
import { contactFormOfSite, type ContactSite } from './contact-form-of-site.ts';
import type { SiteCheck } from '../../site/check-site.ts';

export interface LocalApiOptions {
  settings: LocalApiSettings;
  /** site.json's contact form: its rules are the ones the browser ran. Undefined when the site has none. */
  form: ContactForm | undefined;
  /** The pages showing the form, in their languages, which answer a form sent without JavaScript (none: a bare page). */
  formPages?: ContactSite['pages'];
  /** The built pages (dist/client) those answers are drawn from. */
  pagesDir?: string;
  /** Replaces the SMTP sender (tests). */
  mailer?: MailSender;
  /** Replaces the message store of the settings (tests). */
  store?: MessageStore;
  log?: (line: string) => void;
}

export interface LocalApi {
  /** Answers the request and returns true when it is one of the API's paths; returns false otherwise. */
  handle(request: IncomingMessage, response: ServerResponse, target: RequestTarget): boolean;
  /** Resolves once the message store can take messages; rejects with a one-line reason (an unreachable database). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Throws at start when the product data file is missing or does not match its schema: better than a broken page. */
export function createLocalApi({
  settings,
  form,
  formPages = new Map(),
  pagesDir,
  mailer,
  store: givenStore,
  log = console.error,
}: LocalApiOptions): LocalApi {
  const products = readProductAnswer(settings.productDataFile);
  const store = givenStore ?? messageStoreOf(settings, log);
  const limiter = new RateLimiter(settings.rateLimit);
  const addressOf = clientAddressOf(settings.trustedProxies);
  const sender = mailer ?? (settings.smtp ? smtpMailSender(settings.smtp) : undefined);

  return {
    handle(request, response, { pathname }) {
      if (pathname === PRODUCT_PATH) {
        handleProduct(request, response, products);
        return true;
      }
      if (pathname === CONTACT_PATH) {
        if (!form) {
          refuse(response, 503, 'No contact form rules: site.json declares no valid "contactForm".');
          return true;
        }
        const deps = { form, store, limiter, addressOf, mailer: sender, log, pages: formPages, pagesDir };
        handleContact(request, response, deps).catch((error: Error) => {
          log(`contact request failed: ${error.stack ?? error.message}`);
          if (!response.headersSent)
            response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"success":false}');
        });
        return true;
      }
      return false;
    },
    ready: () => store.ready(),
    close: () => store.close(),
  };
}

/** PostgreSQL when a database is set (several API processes share it), else the JSON Lines file. */
function messageStoreOf(settings: LocalApiSettings, log: (line: string) => void): MessageStore {
  const options = { timeoutMs: settings.storeTimeoutMs, log };
  return settings.contactDatabaseUrl
    ? new PostgresStore(settings.contactDatabaseUrl, options)
    : new JsonLinesStore(settings.messageStoreFile, options);
}

/**
 * The API of `npm start`, `npm run serve` and `npm run dev`: settings from the environment, rules from site.json, and
 * the built pages a form sent without JavaScript is answered from (none in the dev server). `siteCheck`: site.json
 * checked already, by a caller that reads more of it.
 */
export function defaultLocalApi(pagesDir?: string, siteCheck?: SiteCheck): LocalApi {
  const contact = contactFormOfSite(undefined, undefined, siteCheck);
  return createLocalApi({
    settings: apiSettingsFromEnv(),
    form: contact?.form,
    formPages: contact?.pages,
    pagesDir,
  });
}
