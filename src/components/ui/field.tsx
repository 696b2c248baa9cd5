import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './field.css';

type Common = { label: string; className?: string };

/** A labelled <input>; the label text is the accessible name. */
export function Field({ label, className, id, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="field-input" {...input} />
    </div>
  );
}

/** A labelled <textarea>. */
export function TextAreaField({ label, className, id, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={areaId}>
        {label}
      </label>
      <textarea id={areaId} className="field-input" {...area} />
    </div>
  );
}
