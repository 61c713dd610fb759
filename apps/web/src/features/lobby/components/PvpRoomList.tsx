// The /pvp page's room list (SPEC.md §7 "pvp room list"): each card table with its art, blinds, the
// stack brought to each hand and its seats, every seat shown empty, taken by a member, or taken by a
// house bot (marked as one). Choosing a room launches its table in the game popup, as any game (a
// visitor is asked to sign in first).
import { useTranslation } from 'react-i18next';
import type { PvpRoom } from '@playdeck/contract/lobby';
import { formatBalance } from '../../../lib/money';
import { usePvpRooms } from '../api/pvp-rooms';
import { useLaunchGame } from '../hooks/useLaunchGame';
import styles from './PvpRoomList.module.css';

export function PvpRoomList() {
  const { t } = useTranslation();
  const rooms = usePvpRooms();
  const list = rooms.data?.rooms ?? [];
  return (
    <section className={styles.list} aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <h2 id="pvp-rooms-title" className={styles.title}>
        {t('lobby.pvpRooms.title')}
      </h2>
      {rooms.isPending ? (
        <p className={styles.empty}>{t('lobby.pvpRooms.loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t(rooms.isError ? 'lobby.pvpRooms.failed' : 'lobby.pvpRooms.none')}</p>
      ) : (
        <ul className={styles.rooms}>
          {list.map((room) => (
            <li key={`${room.vendorCode}/${room.gameCode}`}>
              <RoomCard room={room} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoomCard({ room }: { room: PvpRoom }) {
  const { t } = useTranslation();
  const { playAt, tryById } = useLaunchGame();
  const free = room.seats.filter((seat) => seat.occupant === 'EMPTY').length;
  return (
    <button
      type="button"
      className={styles.room}
      onClick={() =>
        room.playMoney
          ? void tryById(room.gameId, room.gameName)
          : playAt({ gameId: room.gameId }, room.gameName)
      }
      data-testid={`pvp-room-${room.gameCode}`}
      aria-label={t('lobby.pvpRooms.open', { name: room.gameName })}
    >
      <img className={styles.art} src={room.iconUrl} alt="" loading="lazy" width={400} height={300} />
      <span className={styles.body}>
        <span className={styles.nameRow}>
          <strong className={styles.name}>{room.gameName}</strong>
          {room.handInPlay && <span className={styles.live}>{t('lobby.pvpRooms.playing')}</span>}
          {room.playMoney && <span className={styles.practice}>{t('lobby.pvpRooms.playMoney')}</span>}
        </span>
        <span className={styles.variant}>{t(`lobby.pvpRooms.variant.${room.variant}`, room.variant)}</span>
        <span className={styles.terms}>
          <span>
            {t('lobby.pvpRooms.blinds')}{' '}
            <strong>
              {formatBalance(room.smallBlind)} / {formatBalance(room.bigBlind)}
            </strong>
          </span>
          <span>
            {t('lobby.pvpRooms.buyIn')}{' '}
            <strong>
              {formatBalance(room.buyInMin)} – {formatBalance(room.buyInMax)}
            </strong>
          </span>
        </span>
        <span
          className={styles.seats}
          aria-label={t('lobby.pvpRooms.seatsLabel', { free, total: room.seatCount })}
        >
          {room.seats.map((seat) => (
            <span
              key={seat.seat}
              className={`${styles.seat} ${styles[`seat${seat.occupant}`]}`}
              title={
                seat.occupant === 'EMPTY'
                  ? t('lobby.pvpRooms.emptySeat')
                  : seat.occupant === 'BOT'
                    ? t('lobby.pvpRooms.botSeat', { name: seat.name })
                    : (seat.name ?? '')
              }
              data-occupant={seat.occupant}
            >
              {seat.occupant === 'BOT' ? t('lobby.pvpRooms.bot') : seat.occupant === 'MEMBER' ? '●' : ''}
            </span>
          ))}
        </span>
        <span className={styles.count}>
          {t('lobby.pvpRooms.seated', {
            members: room.membersSeated,
            bots: room.botsSeated,
            total: room.seatCount,
          })}
        </span>
      </span>
    </button>
  );
}
