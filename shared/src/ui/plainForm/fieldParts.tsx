import type { ReactNode } from 'react';

/** The sizes of antd's controls the plain fields draw: `large` (40 px) or `middle` (32 px). */
export type PlainSize = 'large' | 'middle';

/**
 * The `aria-describedby` of a field's control: its error message (when shown) and its help text.
 * @param error the field's message, if any
 * @param errorId the id of the element showing it
 * @param extraIds ids of the field's other descriptions (help text, a counter), absent ones skipped
 * @returns the ids joined by spaces, or `undefined` when there are none
 */
export function describedBy(
  error: string | undefined,
  errorId: string,
  ...extraIds: (string | undefined)[]
): string | undefined {
  const ids = [error ? errorId : undefined, ...extraIds].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Props of {@link PlainFieldFrame}. */
export interface PlainFieldFrameProps {
  /** The control's id (the label's `htmlFor`). */
  id: string;
  label: ReactNode;
  error: string | undefined;
  errorId: string;
  /** Help under the control, like antd's `Form.Item extra`. */
  extra?: ReactNode;
  /** The id of the `extra` element (for the control's `aria-describedby`). */
  extraId?: string;
  size?: PlainSize;
  /** Marks the label with antd's red `*` (`requiredMark`); the control says `aria-required`. */
  required?: boolean;
  children: ReactNode;
}

/**
 * The frame of one labelled plain field, like antd's vertical `Form.Item`: the label above, the
 * control, the broken rule's message (`role="alert"`, spoken at once), then the help text. A
 * required field's label starts with antd's red `*` (drawn by CSS, so not part of its name).
 */
export function PlainFieldFrame({
  id,
  label,
  error,
  errorId,
  extra,
  extraId,
  size = 'large',
  required,
  children,
}: PlainFieldFrameProps) {
  const classes = ['xh-field'];
  if (error) classes.push('xh-field--error');
  if (size === 'middle') classes.push('xh-field--middle');
  return (
    <div className={classes.join(' ')}>
      <label
        className={required ? 'xh-field-label xh-field-label--required' : 'xh-field-label'}
        htmlFor={id}
      >
        {label}
      </label>
      {children}
      <FieldError error={error} errorId={errorId} />
      {extra && (
        <div id={extraId} className="xh-field-extra">
          {extra}
        </div>
      )}
    </div>
  );
}

/**
 * A field's broken-rule message, or nothing while the value passes.
 * @param props.error the message, if any
 * @param props.errorId its element's id (the control's `aria-describedby`)
 */
export function FieldError({ error, errorId }: { error: string | undefined; errorId: string }) {
  if (!error) return null;
  return (
    <div id={errorId} className="xh-field-error" role="alert">
      {error}
    </div>
  );
}
