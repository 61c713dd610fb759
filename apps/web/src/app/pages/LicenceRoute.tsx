// /licence: home, with the legal licence popup opened (SPEC.md §2 "Modals": the licence popup is
// also at a licence route), then the address becomes /.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { openLicence } from '../../features/content/content-modal';

export function LicenceRoute() {
  useEffect(() => openLicence(), []);
  return <Navigate to="/" replace />;
}
