import type { ComponentPropsWithRef } from 'react';
import './button.css';

/** Visual variants of Button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** A styled <button> (type="button" unless given); extra classes via className; takes a ref (React 19). */
export function Button({
  variant = 'primary',
  size,
  className,
  type = 'button',
  ...rest
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; size?: 'sm' | 'lg' }) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** A small inline spinner that inherits the text colour; hidden from assistive tech. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
