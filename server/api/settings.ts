/**
 * How the local API is set up, from environment variables (all optional):
 *   PRODUCT_DATA_FILE            the plans and feature values GET /api/product answers (server/api/data/products.json)
 *   CONTACT_STORE_FILE           where accepted messages are stored, one JSON object a line (storage/contact-messages.jsonl)
 *   CONTACT_DATABASE_URL         a postgres:// address: messages are stored in PostgreSQL instead of the file (none)
 *   CONTACT_STORE_TIMEOUT_MS     how long a message may take to be stored before the API answers 500 (5000)
 *   CONTACT_RATE_LIMIT           messages accepted per address and window before 429 (5)
 *   CONTACT_RATE_WINDOW_SECONDS  that window (600)
 *   CONTACT_RATE_MAX_ADDRESSES   addresses the limit remembers at once; past it, the one seen longest ago is forgotten (100000)
 *   TRUST_PROXY                  proxies whose X-Forwarded-For names the visitor, comma-separated: addresses, subnets,
 *                                loopback, linklocal, uniquelocal, or none (loopback: a proxy on this machine)
 *   SMTP_HOST, SMTP_PORT (587), SMTP_SECURE (true for port 465), SMTP_USER, SMTP_PASS, CONTACT_MAIL_TO,
 *   CONTACT_MAIL_FROM            when SMTP_HOST and CONTACT_MAIL_TO are set, each stored message is also e-mailed
 */
import path from 'node:path';
import { PROJECT_DIR, productDataFile } from '../../site/node/paths.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  to: string;
  from: string;
}

export interface RateLimitSettings {
  max: number;
  windowMs: number;
  /** Addresses remembered at once: memory stays bounded however many visitors come. */
  maxAddresses: number;
}

export interface LocalApiSettings {
  productDataFile: string;
  messageStoreFile: string;
  /** When set, messages go to PostgreSQL instead of the file. */
  contactDatabaseUrl: string | undefined;
  storeTimeoutMs: number;
  rateLimit: RateLimitSettings;
  /** Proxies trusted to name the visitor (TRUST_PROXY). */
  trustedProxies: string[];
  smtp: SmtpSettings | undefined;
}

/** Inside storage/, which .gitignore keeps out of the repository. */
export const DEFAULT_MESSAGE_STORE_FILE = path.join(PROJECT_DIR, 'storage/contact-messages.jsonl');
export const DEFAULT_STORE_TIMEOUT_MS = 5000;
/** A proxy on this machine, as deploy/nginx.conf runs. */
export const DEFAULT_TRUSTED_PROXIES = ['loopback'];
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 5, windowMs: 10 * 60 * 1000, maxAddresses: 100_000 };

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, found "${text}"`);
  return value;
}

function databaseUrl(env: Env): string | undefined {
  const url = env.CONTACT_DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('CONTACT_DATABASE_URL must be a postgres:// or postgresql:// address');
  return url;
}

function smtpSettings(env: Env): SmtpSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const to = env.CONTACT_MAIL_TO?.trim();
  if (!to)
    throw new Error('SMTP_HOST is set but CONTACT_MAIL_TO is not: set the address that receives contact messages');
  const port = positiveInteger(env, 'SMTP_PORT', 587);
  const user = env.SMTP_USER?.trim() || undefined;
  return {
    host,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE.trim() === 'true' : port === 465,
    user,
    pass: env.SMTP_PASS || undefined,
    to,
    from: env.CONTACT_MAIL_FROM?.trim() || user || to,
  };
}

export function apiSettingsFromEnv(env: Env = process.env): LocalApiSettings {
  return {
    productDataFile: productDataFile(env),
    messageStoreFile: env.CONTACT_STORE_FILE ? path.resolve(env.CONTACT_STORE_FILE) : DEFAULT_MESSAGE_STORE_FILE,
    contactDatabaseUrl: databaseUrl(env),
    storeTimeoutMs: positiveInteger(env, 'CONTACT_STORE_TIMEOUT_MS', DEFAULT_STORE_TIMEOUT_MS),
    rateLimit: {
      max: positiveInteger(env, 'CONTACT_RATE_LIMIT', DEFAULT_RATE_LIMIT.max),
      windowMs: positiveInteger(env, 'CONTACT_RATE_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowMs / 1000) * 1000,
      maxAddresses: positiveInteger(env, 'CONTACT_RATE_MAX_ADDRESSES', DEFAULT_RATE_LIMIT.maxAddresses),
    },
    trustedProxies: env.TRUST_PROXY?.trim()
      ? env.TRUST_PROXY.split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : DEFAULT_TRUSTED_PROXIES,
    smtp: smtpSettings(env),
  };
}
