// The operator console's chat desk (SPEC.md §1 "chat room"): each room's recent messages with Delete
// and Mute, the muted members with Unmute, the settings (the VIP room's level and the word filter)
// and the record of every moderation action, one tab each, the open one kept in the address.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_FILTER_WORDS_MAX,
  CHAT_MUTE_MINUTES_MAX,
  CHAT_ROOMS,
  type ChatOperatorMessage,
  type ChatRoom,
  type ChatSettings,
} from '@playdeck/contract/chat';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Tabs } from '../../../ui/Tabs';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { DeskPage } from '../components/DeskPage';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { refusalFields, useApiMessage } from '../form-errors';
import {
  useChatActions,
  useChatSettings,
  useDeleteMessage,
  useMute,
  useMutes,
  useRoomMessages,
  useSaveChatSettings,
  useUnmute,
} from './api/chat-desk';
import styles from './chat.module.css';
import { IfAllowed } from '../components/staff-rights';

const MUTE_MINUTES_DEFAULT = 60;

function MuteDialog({
  message,
  onClose,
  onMuted,
}: {
  message: ChatOperatorMessage;
  onClose: () => void;
  onMuted: (text: string) => void;
}) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const mute = useMute();
  const [minutes, setMinutes] = useState(String(MUTE_MINUTES_DEFAULT));
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setRefusal(null);
    try {
      const muted = await mute.mutateAsync({
        accountId: message.accountId,
        minutes: Number(minutes),
        reason,
      });
      onMuted(t('operator.chat.muted', { account: muted.account }));
      onClose();
    } catch (error) {
      const byField = refusalFields(error);
      setFields(byField);
      if (Object.keys(byField).length === 0) setRefusal(apiMessage(error));
    }
  };
  return (
    <FormDialog
      title={t('operator.chat.muteTitle', { account: message.account })}
      formId="chat-mute"
      submitLabel={t('operator.chat.mute')}
      submitting={mute.isPending}
      onSubmit={(event) => void submit(event)}
      refusal={refusal}
      onClose={onClose}
    >
      <Field
        label={t('operator.chat.minutes')}
        required
        errors={fields.minutes ? [fields.minutes] : undefined}
      >
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={CHAT_MUTE_MINUTES_MAX}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </Field>
      <Field label={t('operator.chat.reason')} errors={fields.reason ? [fields.reason] : undefined}>
        <TextInput maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </FormDialog>
  );
}

function MessagesTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const [room, setRoom] = useState<ChatRoom>('vi');
  const query = useRoomMessages(room);
  const remove = useDeleteMessage();
  const notice = useSavedNotice();
  const [muting, setMuting] = useState<ChatOperatorMessage | null>(null);
  const confirmDelete = async (message: ChatOperatorMessage) => {
    const confirmed = await dialogs.confirm({
      title: t('operator.chat.deleteTitle'),
      message: t('operator.chat.deleteMessage', { account: message.account, text: message.text }),
      confirmLabel: t('operator.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(message.id);
      notice.show(t('operator.chat.deleted'));
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <Panel title={t('operator.chat.messagesTitle')}>
      <div className={styles.toolbar}>
        <Tabs
          aria-label={t('operator.chat.room')}
          value={room}
          onValueChange={(value) => setRoom(value as ChatRoom)}
          items={CHAT_ROOMS.map((value) => ({ value, label: t(`operator.chat.rooms.${value}`) }))}
        />
        <SavedNotice message={notice.message} />
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('operator.refresh')}
        </Button>
      </div>
      <QueryState query={query} />
      {query.data?.length === 0 ? <EmptyState title={t('operator.chat.noMessages')} /> : null}
      {query.data?.length ? (
        <DataTable aria-label={t('operator.chat.messagesTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('operator.chat.columns.time')}</th>
              <th scope="col">{t('operator.chat.columns.account')}</th>
              <th scope="col">{t('operator.chat.columns.text')}</th>
              <th scope="col">{t('operator.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((message) => (
              <tr key={message.id} className={message.deletedAt ? styles.deletedRow : undefined}>
                <td>{time.format(message.createdAt)}</td>
                <td>
                  {message.account}
                  <span className={styles.muted}> ({message.author})</span>
                </td>
                <td className={styles.text}>
                  {message.text}
                  {message.deletedAt ? (
                    <span className={styles.badge}> {t('operator.chat.deletedBadge')}</span>
                  ) : null}
                </td>
                <td className={styles.actions}>
                  <IfAllowed>
                    {message.deletedAt ? null : (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('operator.chat.deleteOne', { id: message.id })}
                        onClick={() => void confirmDelete(message)}
                      >
                        {t('operator.delete')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('operator.chat.muteOne', { account: message.account })}
                      onClick={() => setMuting(message)}
                    >
                      {t('operator.chat.mute')}
                    </Button>
                  </IfAllowed>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {muting ? <MuteDialog message={muting} onClose={() => setMuting(null)} onMuted={notice.show} /> : null}
    </Panel>
  );
}

function MutesTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const query = useMutes();
  const unmute = useUnmute();
  const notice = useSavedNotice();
  const lift = async (accountId: number, account: string) => {
    try {
      await unmute.mutateAsync(accountId);
      notice.show(t('operator.chat.unmuted', { account }));
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <Panel title={t('operator.chat.mutesTitle')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.chat.mutesLead')}</PanelNote>
        <SavedNotice message={notice.message} />
      </div>
      <QueryState query={query} />
      {query.data?.length === 0 ? <EmptyState title={t('operator.chat.noMutes')} /> : null}
      {query.data?.length ? (
        <DataTable aria-label={t('operator.chat.mutesTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('operator.chat.columns.account')}</th>
              <th scope="col">{t('operator.chat.columns.until')}</th>
              <th scope="col">{t('operator.chat.reason')}</th>
              <th scope="col">{t('operator.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((mute) => (
              <tr key={mute.accountId}>
                <th scope="row">{mute.account}</th>
                <td>{time.format(mute.until)}</td>
                <td className={styles.text}>{mute.reason}</td>
                <td className={styles.actions}>
                  <IfAllowed>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('operator.chat.unmuteOne', { account: mute.account })}
                      onClick={() => void lift(mute.accountId, mute.account)}
                    >
                      {t('operator.chat.unmute')}
                    </Button>
                  </IfAllowed>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: ChatSettings }) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const save = useSaveChatSettings();
  const notice = useSavedNotice();
  const [level, setLevel] = useState(String(settings.vipMinLevel));
  const [words, setWords] = useState(settings.filterWords.join('\n'));
  const [errors, setErrors] = useState<{ level?: string; words?: string; form?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filterWords = words
      .split('\n')
      .map((word) => word.trim())
      .filter((word) => word.length > 0);
    setErrors({});
    try {
      await save.mutateAsync({ vipMinLevel: Number(level), filterWords });
      notice.show(t('operator.saved'));
    } catch (error) {
      const fields = refusalFields(error);
      const wordsError = Object.entries(fields).find(([name]) => name.startsWith('filterWords'))?.[1];
      setErrors({
        level: fields.vipMinLevel,
        words: wordsError,
        form: fields.vipMinLevel || wordsError ? undefined : apiMessage(error),
      });
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <IfAllowed disable>
        <Field
          label={t('operator.chat.vipMinLevel')}
          hint={t('operator.chat.vipMinLevelHint')}
          required
          errors={errors.level ? [errors.level] : undefined}
        >
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={level}
            onChange={(event) => setLevel(event.target.value)}
          />
        </Field>
        <Field
          label={t('operator.chat.filterWords')}
          hint={t('operator.chat.filterWordsHint', { max: CHAT_FILTER_WORDS_MAX })}
          errors={errors.words ? [errors.words] : undefined}
        >
          <TextArea rows={8} value={words} onChange={(event) => setWords(event.target.value)} />
        </Field>
      </IfAllowed>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <IfAllowed>
        <div className={styles.toolbar}>
          <SavedNotice message={notice.message} />
          <Button type="submit" loading={save.isPending}>
            {t('operator.save')}
          </Button>
        </div>
      </IfAllowed>
    </form>
  );
}

function SettingsTab() {
  const { t } = useTranslation();
  const query = useChatSettings();
  return (
    <Panel title={t('operator.chat.settingsTitle')}>
      <QueryState query={query} />
      {query.data ? <SettingsForm settings={query.data} /> : null}
    </Panel>
  );
}

function ActionsTab() {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const query = useChatActions();
  return (
    <Panel title={t('operator.chat.actionsTitle')}>
      <QueryState query={query} />
      {query.data?.list.length === 0 ? <EmptyState title={t('operator.chat.noActions')} /> : null}
      {query.data?.list.length ? (
        <DataTable aria-label={t('operator.chat.actionsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('operator.chat.columns.time')}</th>
              <th scope="col">{t('operator.chat.columns.operator')}</th>
              <th scope="col">{t('operator.chat.columns.action')}</th>
              <th scope="col">{t('operator.chat.columns.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((action) => (
              <tr key={action.id}>
                <td>{time.format(action.createdAt)}</td>
                <td>{action.operator}</td>
                <td>{t(`operator.chat.actionNames.${action.action}`)}</td>
                <td className={styles.text}>
                  {[
                    action.room ? t(`operator.chat.rooms.${action.room}`) : null,
                    action.accountId !== null ? `#${action.accountId}` : null,
                    action.detail,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </Panel>
  );
}

export function ChatDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="chat"
      title={t('operator.chat.title')}
      tabs={[
        { value: 'messages', label: t('operator.chat.tabs.messages'), content: <MessagesTab /> },
        { value: 'mutes', label: t('operator.chat.tabs.mutes'), content: <MutesTab /> },
        { value: 'settings', label: t('operator.chat.tabs.settings'), content: <SettingsTab /> },
        { value: 'actions', label: t('operator.chat.tabs.actions'), content: <ActionsTab /> },
      ]}
    />
  );
}
