// Footer social links: Facebook, Telegram, YouTube and Instagram, each only when configured.
import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@playdeck/contract/site';
import { useStartedPermission } from '../../../lib/permission';
import styles from './SocialLinks.module.css';
import { LineIcon } from '../../../ui/Icons';

const SOCIAL: { type: ResourceType; label: string; path: string }[] = [
  { type: 'FACEBOOK', label: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z' },
  { type: 'TELEGRAM', label: 'Telegram', path: 'M21 4L3 11l5 2 2 6 3-4 5 4z M8 13l9-6-7 8' },
  {
    type: 'YOUTUBE',
    label: 'YouTube',
    path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z',
  },
  {
    type: 'INSTAGRAM',
    label: 'Instagram',
    path: 'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM17 7h.01',
  },
];

export function SocialLinks() {
  const { t } = useTranslation();
  const { resources } = useStartedPermission();
  const configured = SOCIAL.filter((social) => resources[social.type]);
  return (
    <div className={styles.follow}>
      <p className={styles.text}>{t('layout.followUs')}</p>
      {configured.length > 0 ? (
        <ul className={styles.list}>
          {configured.map((social) => (
            <li key={social.type}>
              <a
                href={resources[social.type]}
                target="_blank"
                rel="noreferrer"
                aria-label={social.label}
                className={styles.link}
              >
                <LineIcon path={social.path} size={20} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
