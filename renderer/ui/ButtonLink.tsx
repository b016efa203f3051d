import type { Button } from '../../schemas/site.types.ts';
import { SmartLink } from './SmartLink.tsx';

/** A site.json button: a link styled as a primary (filled) or secondary (outlined) button. */
export function ButtonLink({ button, className = '' }: { button: Button; className?: string }) {
  return (
    <SmartLink href={button.href} className={`button button--${button.style ?? 'primary'} ${className}`.trim()}>
      {button.label}
    </SmartLink>
  );
}

export function ButtonRow({ buttons }: { buttons: Button[] | undefined }) {
  if (!buttons?.length) return null;
  return (
    <div className="button-row">
      {buttons.map((button) => (
        <ButtonLink key={button.label} button={button} />
      ))}
    </div>
  );
}
