/**
 * The fixed facts of the consent and language cookies, named once. The categories, their letters and
 * the behaviours they drive come from site.json ("cookies"); everything here is behaviour the site's code relies on.
 */
import type { CookieBehaviour } from '../../schemas/site.types.ts';

/** The cookie that records the visitor's consent. */
export const CONSENT_COOKIE = 'cookie_consent';
/** How long a consent choice lasts before the notice asks again. */
export const CONSENT_LIFETIME_MONTHS = 3;

/** The language cookie and its lifetime (the name is the one the dashboard reads). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_LIFETIME_DAYS = 365;

/** Consent value: PREFIX_LENGTH random uppercase letters, the encoded separator, then one letter per allowed category. */
export const PREFIX_LENGTH = 10;
export const SEPARATOR = '|';
export const ENCODED_SEPARATOR = encodeURIComponent(SEPARATOR);
export const LETTERS_START = PREFIX_LENGTH + ENCODED_SEPARATOR.length;

/** What the analytics category drives: Google Analytics runs only while that category is on. */
export const ANALYTICS_BEHAVIOUR: CookieBehaviour = 'analytics';
/** Google Analytics' cookies all carry this in their names (_ga, _ga_<container>, _gat…): turning analytics off deletes them. */
export const ANALYTICS_COOKIE_MARK = '_ga';

/** Set on <html> while the consent cookie holds a valid choice (first-paint.ts): the stylesheet hides the notice. */
export const CHOSEN_ATTRIBUTE = 'data-consent-chosen';
/** On the buttons that make a whole choice, in the notice and on the settings page: "accept", "reject" or "save". */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';
/** What a button that makes a whole choice does: the notice's two, and the settings page's three. */
export type ConsentChoice = 'accept' | 'reject' | 'save';
/** The attribute that names a button's choice, for the page's head script (first-paint.ts) to answer it. */
export const choiceAttribute = (made: ConsentChoice) => ({ [CHOICE_ATTRIBUTE]: made });
/** On the settings page: around its switches and buttons, which first-paint.ts answers, before the app's code and after. */
export const SETTINGS_ATTRIBUTE = 'data-consent-settings';
/** On each switch of the settings page: the letter of its category in the consent cookie. */
export const LETTER_ATTRIBUTE = 'data-consent-letter';
/** On the settings page's "saved" words, hidden until a choice is saved. */
export const SAVED_ATTRIBUTE = 'data-consent-saved';
/** Dispatched on the document when the settings page's script saved a choice: the app reads the cookie again. */
export const CONSENT_CHANGE_EVENT = 'consent-change';

/**
 * Set on the page's root once it has hydrated (renderer/App.tsx): from then on the app answers what the head's scripts
 * answered (the notice, the language links), all but the settings page, which its script answers always.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The attributes every cookie of the site is written with (path /, SameSite=Lax, Secure over https: cookie-jar.ts's
 * cookieAttributes), as the expression the head's scripts append when they write one before the app's code.
 */
export const COOKIE_ATTRIBUTES_SCRIPT = `"; path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"")`;

/**
 * Without the page's code, where a server answers (npm run serve, nginx in front of it): the notice's buttons post
 * its form here, and the server writes the consent cookie as the page would and sends the visitor back.
 */
export const CONSENT_FORM_PATH = '/consent/choice';
/** The form's fields: a whole choice ("accept", "reject", or "save" what is shown), and the page to go back to. */
export const CHOICE_FIELD = 'choice';
export const RETURN_FIELD = 'back';
/** The settings page's switches without script: each posts the letter of its category under the state it asks for. */
export const TURN_ON_FIELD = 'turnOn';
export const TURN_OFF_FIELD = 'turnOff';
/**
 * The settings page without script: its form, which the switches and buttons post by this id (each card holds its own
 * switches), the class of everything that only works where the server answers that form (hidden elsewhere), and the
 * words that say a choice was saved (shown when the page is opened at this fragment).
 */
export const NO_SCRIPT_FORM_ID = 'cookie-choice-form';
export const SERVER_ANSWERED_CLASS = 'server-answered';
export const NO_SCRIPT_SAVED_ID = 'cookie-choice-saved';
/**
 * Without the page's code: a stylesheet the server draws from the consent cookie, which shows the notice while no
 * choice is saved, and the settings page's switches as the choice has them. Where nothing answers it (a static host),
 * the notice and the settings' form stay hidden: nothing could answer them.
 */
export const CONSENT_STATE_STYLESHEET = '/consent/state.css';
