import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type {
  AssistiveText,
  Header as HeaderConfig,
  HeaderMenu,
  Link as LinkConfig,
} from '../../schemas/site.types.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const isMenu = (entry: LinkConfig | HeaderMenu): entry is HeaderMenu => 'items' in entry;

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
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const drawerId = useId();
  // The bar holding the menu button and the panel: a press or focus anywhere else (the cookie notice too) closes the panel.
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setDrawerOpen(false), [pathname]);
  useDismiss(drawerOpen, barRef, toggleRef, () => setDrawerOpen(false));

  return (
    <header className="site-header">
      {children}
      <div className="site-header__inner" ref={barRef}>
        <SmartLink href="/" className="brand" aria-label={assistiveText.homeLink}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{brandName}</span>
        </SmartLink>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span className="toggle-icon" aria-hidden="true" />
          {header.menuLabel}
        </button>
        <div id={drawerId} className={`site-header__drawer${drawerOpen ? ' is-open' : ''}`}>
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

/** A disclosure menu: the button toggles the list (Enter, Space or a click); Escape or a click outside closes it. */
function DisclosureMenu({ menu }: { menu: HeaderMenu }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, rootRef, buttonRef, () => setOpen(false), { inner: true });

  return (
    <div className={`menu${open ? ' is-open' : ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {menu.label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      {/* A click on a link closes the menu even when it leads to the page already shown. */}
      <ul
        id={listId}
        className="menu__list"
        role="list"
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
      >
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

/**
 * While `open`: Escape closes and puts focus back on `returnFocus`; a pointer press or focus outside `root` closes.
 * An `inner` layer (a menu inside the mobile panel) hears Escape first, in the capture phase, and marks it handled,
 * so one key press closes one layer.
 */
function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
  close: () => void,
  { inner = false } = {},
) {
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      returnFocus.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey, inner);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey, inner);
    };
  }, [open]);
}
