// The live chat's start (/livechat): the models the operator offers (general help, deposit and
// withdrawal, VIP…); choosing one launches a conversation and opens its page in this window.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { LIVE_CHAT_START_PATH } from '../../../lib/customer-service';
import { launchLiveChat } from '../../../lib/live-chat-launch';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLoader } from '../../../ui/Loader';
import { useChatModels } from '../api/chat';
import { ChatShell } from './ChatShell';
import styles from './LiveChatPage.module.css';

export function LiveChatStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const models = useChatModels();
  const [launching, setLaunching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (code: string) => {
    setLaunching(code);
    setError(null);
    try {
      void navigate(await launchLiveChat(LIVE_CHAT_START_PATH, code), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
      setLaunching(null);
    }
  };
  if (models.isPending) return <PageLoader visible />;
  return (
    <ChatShell title={t('livechat.title')}>
      <section className={styles.start} aria-labelledby="chat-start">
        <h2 id="chat-start" className={styles.startTitle}>
          {t('livechat.chooseModel')}
        </h2>
        {models.data?.length ? (
          <ul className={styles.models}>
            {models.data.map((model) => (
              <li key={model.code}>
                <Button
                  variant="secondary"
                  block
                  loading={launching === model.code}
                  disabled={launching !== null}
                  onClick={() => void start(model.code)}
                >
                  {model.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={models.isError ? t('errors.network') : t('livechat.noModels')} />
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </section>
    </ChatShell>
  );
}
