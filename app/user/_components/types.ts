/** Rows as the address and clearance endpoints send them (docs/api.md). */

export type Region = {
  id: number;
  code: string;
  name: string;
  nameJa: string;
  nameEn: string;
  nameZh: string;
  nameKo: string;
};

export type AddressRow = {
  id: number;
  name: string;
  postalCode: string;
  regionId: number;
  regionCode: string;
  regionName: string;
  address: string;
  phone: string;
  email: string | null;
  companyName: string | null;
  isDefault: boolean;
  createTime: string;
  updateTime: string;
};

export type ClearancePersonRow = {
  id: number;
  importerName: string;
  customsCode: string;
  naccsAccount: string | null;
  corporateId: string | null;
  phone: string;
  postalCode: string;
  address: string;
  email: string | null;
  createTime: string;
  updateTime: string;
};
