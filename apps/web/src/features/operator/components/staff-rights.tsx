// What the signed-in staff member may change (issue 19 item 3), for every desk of the console to ask in
// one way. The rights are the server's answer to GET /api/operator/staff/me, which it computes from the
// contract's matrix (packages/contract/src/staff.ts): the console keeps no copy of its own. A desk says
// which API desk its controls change (DeskPage does it per tab, <DeskRights> elsewhere), and each change
// control is wrapped in <IfAllowed>: hidden, or disabled with a title saying the role may only read.
// The server refuses the change anyway; this is so that no one is offered what it will refuse.
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deskOfPath, type Permission, type StaffDesk, type StaffRole } from '@playdeck/contract/staff';
import { useStaffMe } from '../staff/api/staff';
import styles from './staff-rights.module.css';

export interface StaffRights {
  /** The role, or null until the server has answered (or when it could not). */
  role: StaffRole | null;
  permissionOn: (desk: StaffDesk) => Permission;
  mayWrite: (desk: StaffDesk) => boolean;
  /** Whether a change (any method but GET and HEAD) to this API path is the role's to make. */
  mayChange: (path: string) => boolean;
}

/**
 * The signed-in operator's role and rights. Until the answer is known (the console opens no desk before
 * it), and should the call fail, nothing is held back: the server still refuses what the role may not do.
 */
export function useStaffRights(): StaffRights {
  // The layout and the desk's page ask the server; each control only reads their answer.
  const me = useStaffMe({ fetch: false });
  const permissions = me.data?.permissions;
  const role = me.data?.role ?? null;
  const permissionOn = (desk: StaffDesk): Permission =>
    permissions ? (permissions[desk] ?? 'none') : 'write';
  const mayWrite = (desk: StaffDesk) => permissionOn(desk) === 'write';
  const mayChange = (path: string) => {
    const desk = deskOfPath(path);
    // A path of no known desk is the admin's alone, as the server has it.
    if (desk === null) return role === null || role === 'admin';
    return mayWrite(desk);
  };
  return { role, permissionOn, mayWrite, mayChange };
}

const DeskContext = createContext<StaffDesk | null>(null);

/** Names the API desk that the change controls below it change. */
export function DeskRights({ desk, children }: { desk: StaffDesk; children: ReactNode }) {
  return <DeskContext.Provider value={desk}>{children}</DeskContext.Provider>;
}

export interface WriteRight {
  allowed: boolean;
  /** Why not, for a disabled control's title; empty when allowed. */
  reason: string;
}

/**
 * Whether the role may change the given API desk (or path), or by default the desk named by the
 * nearest <DeskRights>. A control with neither (a tab rendered alone, as its own tests do) is not held
 * back: the server decides.
 */
export function useWriteRight(target: { desk?: StaffDesk; path?: string } = {}): WriteRight {
  const { t } = useTranslation();
  const rights = useStaffRights();
  const contextDesk = useContext(DeskContext);
  const desk = target.desk ?? contextDesk;
  let allowed: boolean;
  if (target.path !== undefined) allowed = rights.mayChange(target.path);
  else allowed = desk === null || rights.mayWrite(desk);
  const reason = allowed ? '' : readOnlyReason(t, rights.role);
  return { allowed, reason };
}

function readOnlyReason(
  t: (key: string, options?: Record<string, unknown>) => string,
  role: StaffRole | null,
) {
  return t('operator.readOnly', { role: role ? t(`operator.roles.${role}`) : '' });
}

export interface IfAllowedProps {
  /** The API desk the control changes; the nearest <DeskRights>'s by default. */
  desk?: StaffDesk;
  /** Or the API path it calls, when a desk's controls change more than one API desk. */
  path?: string;
  /**
   * Hidden by default. With `disable`, the controls stay in place, disabled (a fieldset), under a title
   * saying that the role may only read: for a form, whose values are worth reading.
   */
  disable?: boolean;
  /** Shown in place of hidden controls (what a read-only eye needs to know, e.g. "Locked"). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Change controls (buttons, forms, toggles) shown only to a role that may use them. */
export function IfAllowed({ desk, path, disable = false, fallback = null, children }: IfAllowedProps) {
  const { allowed, reason } = useWriteRight({ desk, path });
  if (!disable) return <>{allowed ? children : fallback}</>;
  return (
    <fieldset
      className={styles.fieldset}
      disabled={!allowed}
      title={allowed ? undefined : reason}
      data-read-only={allowed ? undefined : true}
    >
      {children}
    </fieldset>
  );
}

/** A line at the top of a desk's tab whose changes the role may not make, saying it may only read. */
export function ReadOnlyNotice({ desk }: { desk?: StaffDesk }) {
  const { allowed, reason } = useWriteRight({ desk });
  const rights = useStaffRights();
  const contextDesk = useContext(DeskContext);
  const named = desk ?? contextDesk;
  if (allowed || named === null || rights.permissionOn(named) === 'none') return null;
  return (
    <p className={styles.notice} role="note" data-testid="read-only-notice">
      {reason}
    </p>
  );
}
