// The address of a round's public fairness page (one definition, in the contract).
export { houseVerifyPagePath as verifyPagePath } from '@playdeck/contract/house';
