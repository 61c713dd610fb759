// A labelled form field. It owns the ids that tie the label, the hint and the error to the input, so
// a form only passes `label` and `errors`. SPEC.md §5: a field shows its first error message both
// beside the label and below the input. The input is either a `TextInput` among the children (it
// picks the ids up from context) or whatever the `input` render prop returns from the control props.
import { createContext, useContext, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import styles from './Field.module.css';

/** What an input needs to be wired to its Field: spread these onto the control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Messages for this field; only the first is shown. */
  errors?: string[];
  /** Overrides the generated input id, e.g. to link to the field from elsewhere. */
  id?: string;
  input?: (control: FieldControlProps) => ReactNode;
  children?: ReactNode;
  className?: string;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The control props of the enclosing Field, or null outside one: for custom inputs. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

export function Field({ label, required, hint, errors, id, input, children, className }: FieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const error = errors?.find((message) => message.length > 0);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  };

  return (
    <div className={classNames(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} title={t('ui.required')} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {/* A visual copy only: the message below the input is the one the input is described by. */}
        {error && (
          <span className={styles.labelError} aria-hidden="true">
            {error}
          </span>
        )}
      </div>
      <FieldContext.Provider value={control}>
        {input?.(control)}
        {children}
      </FieldContext.Provider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /** Marks the input invalid outside a Field; inside one, the Field's errors decide. */
  invalid?: boolean;
}

/**
 * A styled text input. The ref goes straight to the <input>, so `{...register('name')}` from
 * react-hook-form works; inside a Field it takes the Field's id and ARIA wiring unless given its own.
 */
export function TextInput({ invalid, className, type = 'text', ...rest }: TextInputProps) {
  const control = useFieldControl();
  const describedBy = [control?.['aria-describedby'], rest['aria-describedby']].filter(Boolean).join(' ');
  return (
    <input
      type={type}
      id={control?.id}
      aria-required={control?.['aria-required']}
      {...rest}
      aria-invalid={rest['aria-invalid'] ?? (invalid || control?.['aria-invalid'])}
      aria-describedby={describedBy || undefined}
      className={classNames(styles.input, className)}
    />
  );
}
