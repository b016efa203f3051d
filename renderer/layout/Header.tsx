import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Header as HeaderConfig, HeaderMenu, Link as LinkConfig } from '../../schemas/site.types.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

const isMenu = (entry: LinkConfig | HeaderMenu): entry is HeaderMenu => 'items' in entry;

export function Header({ header, brandName }: { header: HeaderConfig; brandName: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const drawerId = useId();
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${brandName}, home`}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{brandName}</span>
        </Link>
        <button
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
          <nav aria-label="Main">
            <ul className="nav-list" role="list">
              {header.navigation.map((entry) => (
                <li key={entry.label}>
                  {isMenu(entry) ? <DisclosureMenu menu={entry} /> : <SmartLink className="nav-link" href={entry.href}>{entry.label}</SmartLink>}
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            {header.actions.map((action) => <ButtonLink key={action.label} button={action} />)}
          </div>
        </div>
      </div>
    </header>
  );
}

/** A disclosure menu: the button toggles the list; Escape closes and returns focus; a click outside closes. */
function DisclosureMenu({ menu }: { menu: HeaderMenu }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent | FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={`menu${open ? ' is-open' : ''}`} ref={rootRef}>
      <button ref={buttonRef} type="button" className="nav-link menu__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
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
