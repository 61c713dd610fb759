// Panels: the bordered surfaces that the member centre's screens are built from (a form, a list of
// requests, a result). `PanelStack` puts panels one under another, `Panel` is one with an optional
// title that also names it for screen readers, `PanelSection` is one titled part of a panel, and
// `PanelNote` is its quieter secondary text.
import { useId, type ComponentPropsWithoutRef, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './Panel.module.css';

export interface PanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Shown as the panel's heading and names the panel; without it, name it with aria-label. */
  title?: ReactNode;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

export function Panel({ title, headingLevel = 3, className, children, ...rest }: PanelProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={classNames(styles.panel, className)}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

export function PanelStack({ children }: { children?: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

export interface PanelSectionProps {
  /** The part's heading (level 4, under the panel's own), which also names it for screen readers. */
  title: ReactNode;
  children?: ReactNode;
}

/** One titled part of a panel that has several (the missions of a period, a raffle's past draws). */
export function PanelSection({ title, children }: PanelSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.sectionTitle}>
        {title}
      </h4>
      {children}
    </section>
  );
}

export interface PanelNoteProps extends HTMLAttributes<HTMLElement> {
  /** The element: a paragraph by default, a span inside a line, a list of points. */
  as?: 'p' | 'span' | 'ul';
}

export function PanelNote({ as: Element = 'p', className, ...rest }: PanelNoteProps) {
  return <Element className={classNames(styles.note, className)} {...rest} />;
}
