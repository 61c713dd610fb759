// The 18+ declaration with the terms link (SPEC.md §4), shared by the registration form and the
// third-party sign-in's birth-date step; the terms open in a new tab so the form stays.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import styles from './RegisterForm.module.css';

export function AdultTermsBox({
  input,
  error,
  errorId,
}: {
  input: UseFormRegisterReturn;
  error: string | undefined;
  /** The id of the error line the box points to. */
  errorId: string;
}) {
  return (
    <div className={styles.terms}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={styles.adult} aria-hidden="true">
          18+
        </span>
        <span>
          <Trans
            i18nKey="register.terms"
            components={{ termsLink: <Link to="/help#term" target="_blank" rel="noopener" /> }}
          />
        </span>
      </label>
      {error ? (
        <p id={errorId} className={styles.termsError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
