import type { SellerDetails } from '../../../src/commerce/invoice';
import type { Division } from '../../store/divisionsRepository';

/** The seller block of a store's invoices: its settings' company details, named after the store. */
export const sellerDetailsOf = (division: Pick<Division, 'name' | 'settings'>): SellerDetails => {
  const company = division.settings.company;
  return {
    name: division.name,
    legalName: company.legalName || division.name,
    address: company.address,
    vatNumber: company.vatNumber,
    companyNumber: company.companyNumber,
    email: company.email,
  };
};
