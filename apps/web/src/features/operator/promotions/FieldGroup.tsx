// A group of an editor's or a settings form's fields: a bordered fieldset under its legend, the fields
// in as many columns as fit (promotions.module.css). A field that takes a whole row says so itself
// (`styles.wide`).
import type { ReactNode } from 'react';
import styles from './promotions.module.css';

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
