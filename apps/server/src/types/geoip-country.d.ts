// The part of geoip-country's API we use; the package ships no types.
declare module 'geoip-country' {
  export type CountryLookup = { country: string; name: string; continent: string };
  export function lookup(ip: string): CountryLookup | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
