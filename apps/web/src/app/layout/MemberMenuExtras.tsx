// What the side menu adds for a signed-in member, in one chunk loaded on demand (the home page's first
// script stays within its 150 KB gzipped): the reward centre's red count and "invite friends".
export { default as RewardCountBadge } from '../../features/promotions/components/RewardCountBadge';
export { default as ReferralMenuItem } from '../../features/referral/components/ReferralMenuItem';
