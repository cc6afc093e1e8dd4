/**
 * The California contractor's license, which the law asks for in every advertisement, websites included
 * (B&P 7030.5: "Lic. #" and the number, with the business name as registered with the CSLB).
 */
export const CSLB_LOOKUP_URL =
  'https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=';

/** The number in what the owner wrote ("CSLB #1098765", "Lic. 1098765"): its digits; '' when it holds none. */
export function licenseNumberOf(written: string): string {
  return written.match(/\d[\d\s-]*\d|\d/)?.[0].replace(/\D/g, '') ?? '';
}

/** The state board's page of the license, where anyone can check it is active. */
export const licenseLookupUrl = (number: string) => `${CSLB_LOOKUP_URL}${encodeURIComponent(number)}`;

/** "Lic. #1098765". */
export const licenseLine = (number: string) => `Lic. #${number}`;
