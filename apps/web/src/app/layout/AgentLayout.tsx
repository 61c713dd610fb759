// The agent centre's own layout (SPEC.md §2 "/agentHome"): GMT offset and live clock, the agent's
// nickname or account, the agent menu and sign-out back to /agent, around the chosen screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AgentClock } from '../../features/agent/components/AgentClock';
import { AgentMenu, type AgentMenuItem } from '../../features/agent/components/AgentMenu';
import { useSignOut } from '../../features/session/api/session';
import { useMember } from '../../lib/member';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { ThemeToggle } from './ThemeToggle';
import styles from './AgentLayout.module.css';

export interface AgentLayoutProps {
  /** The menu's items the agent may open. */
  items: readonly AgentMenuItem[];
  selected: AgentMenuItem;
  /** The selected item's screen. */
  children?: ReactNode;
}

export function AgentLayout({ items, selected, children }: AgentLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { username } = useSession();
  const { data: member } = useMember();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <strong className={styles.title}>{t('pages.agentHome')}</strong>
        <AgentClock />
        <span className={styles.spacer} />
        <span className={styles.name} data-testid="agent-name">
          {member?.nickname || member?.account || username}
        </span>
        <ThemeToggle />
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            if (await signOut()) navigate('/agent');
          }}
        >
          {t('session.logout')}
        </Button>
      </header>
      <div className={styles.body}>
        <aside className={styles.menu}>
          <AgentMenu items={items} selected={selected} />
        </aside>
        <main className={styles.main}>
          <Page title={t(`agent.items.${selected}`)}>{children}</Page>
        </main>
      </div>
    </div>
  );
}
