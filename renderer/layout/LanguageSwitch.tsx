import { useLocation } from 'react-router-dom';
import { Icon } from '../ui/Icon.tsx';
import { writeLanguageCookie } from '../../browser/consent/cookie-jar.ts';
import { routeIn, routeWithoutPrefix } from '../../site/languages.ts';
import { usePageLanguage } from '../language.ts';

/**
 * The other languages of the site, each a link to the page shown in that language, named in its own language. Every
 * language has the same routes, so only an address that is no page of the site (the 404 view) has no twin: from
 * there the link leads to that language's home page. A click writes the language cookie, a preference the visitor
 * asked for, so it asks no consent; the servers read it at "/" and never send the visitor elsewhere again. Nothing
 * else writes it. A plain link: the other language loads as a whole page, with its own header and footer, with or
 * without JavaScript.
 */
export function LanguageSwitch({ notFound }: { notFound: boolean }) {
  const { language, languages } = usePageLanguage();
  const { pathname } = useLocation();
  const others = languages.filter((other) => other.code !== language.code);
  if (others.length === 0) return null;
  const route = notFound ? '/' : routeWithoutPrefix(pathname, language);
  return (
    <ul className="language-switch" role="list">
      {others.map((other) => (
        <li key={other.code}>
          <a
            className="nav-link language-switch__link"
            href={routeIn(route, other)}
            hrefLang={other.code}
            lang={other.code}
            onClick={() => writeLanguageCookie(other.code)}
          >
            <Icon name="globe" className="language-switch__icon" />
            {other.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
