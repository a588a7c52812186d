import { PageHeader } from '../../components/ui/page-header.tsx';
import { GiftsList } from './gifts-list.tsx';

// Issue 17, Fundraising → Gifts (fundraising:menu + donors:view): every recorded gift. Gifts are
// recorded on the donor's page (Fundraising → Donors), where the donor is known.

export function FundraisingGiftsScreen() {
  return (
    <>
      <PageHeader title="Gifts" subtitle="What donors have given, newest first. Record a gift on the donor’s page." />
      <GiftsList />
    </>
  );
}
