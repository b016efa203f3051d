import { useId, type ReactNode } from 'react';
import type {
  AssistiveText,
  Header as HeaderConfig,
  HeaderMenu,
  Link as LinkConfig,
} from '../../schemas/site.types.ts';
import { DISCLOSURE_ATTRIBUTE } from '../../browser/disclosures/first-paint.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const isMenu = (entry: LinkConfig | HeaderMenu): entry is HeaderMenu => 'items' in entry;

/**
 * A button that opens and closes what `aria-controls` names. Drawn closed; the page's own script in its head
 * (browser/disclosures/first-paint.ts) opens and closes it from first paint, with the app's code or without it.
 */
const disclosure = (controls: string) => ({
  type: 'button' as const,
  'aria-expanded': false,
  'aria-controls': controls,
  [DISCLOSURE_ATTRIBUTE]: '',
});

/**
 * The site header. Wide screens show the navigation inline; below the breakpoint of styles/layout.css a menu button
 * opens the same navigation as a panel. Without JavaScript, public/no-js.css opens the menus on hover and focus
 * and shows the panel's content in place, so every link stays reachable. `children` come first inside the header,
 * before the brand (the layout's skip link and cookie notice). `notFound`: the address shown is no page of the site.
 */
export function Header({
  header,
  brandName,
  assistiveText,
  notFound,
  children,
}: {
  header: HeaderConfig;
  brandName: string;
  assistiveText: AssistiveText;
  notFound: boolean;
  children?: ReactNode;
}) {
  const drawerId = useId();
  return (
    <header className="site-header">
      {children}
      {/* The bar: a press or focus anywhere outside it (the cookie notice too) closes the panel. */}
      <div className="site-header__inner">
        <SmartLink href="/" className="brand" aria-label={assistiveText.homeLink}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{brandName}</span>
        </SmartLink>
        <button className="site-header__toggle" {...disclosure(drawerId)}>
          <span className="toggle-icon" aria-hidden="true" />
          {header.menuLabel}
        </button>
        <div id={drawerId} className="site-header__drawer">
          <nav className="site-nav" aria-label={assistiveText.mainNavigation}>
            <ul className="nav-list" role="list">
              {header.navigation.map((entry) => (
                <li key={entry.label}>
                  {isMenu(entry) ? (
                    <DisclosureMenu menu={entry} />
                  ) : (
                    <SmartLink className="nav-link" href={entry.href}>
                      {entry.label}
                    </SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch notFound={notFound} />
          <div className="site-header__actions">
            {header.actions.map((action) => (
              <ButtonLink key={action.label} button={action} />
            ))}
          </div>
        </div>
      </div>
    </header>
  );
}

/** A disclosure menu: its button toggles the list (Enter, Space or a click); Escape or a click outside closes it. */
function DisclosureMenu({ menu }: { menu: HeaderMenu }) {
  const listId = useId();
  return (
    <div className="menu">
      <button className="nav-link menu__button" {...disclosure(listId)}>
        {menu.label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu__list" role="list">
        {menu.items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href} className="menu__link">
              <span className="menu__label">{item.label}</span>
              {item.description && <span className="menu__description">{item.description}</span>}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
