// What the side menu adds for a signed-in member, in one chunk loaded on demand (the home page's first
// script stays within its 150 KB gzipped): the reward centre's red count and "invite friends".
export { default as RewardCountBadge } from '../../features/promotions/components/RewardCountBadge';
export { default as ReferralMenuItem } from '../../features/referral/components/ReferralMenuItem';
// The chat room's item and popup ride in the same chunk (for visitors too, who read the rooms): a
// second chunk of its own would cost the first script another lazy entry.
export { ChatMenuItem } from '../../features/chat/components/ChatMenuItem';
