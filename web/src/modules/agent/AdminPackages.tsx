import { useState } from 'react';
import { type ManagedPackage, PackageDialog } from './PackageDialog';
import { PackageManagement } from './PackageManagement';

/** The super admin's package management: every package on the marketplace, and the form with the admin fields. */
export default function AdminPackages() {
  const [dialog, setDialog] = useState<{ open: boolean; editing: ManagedPackage | null }>({ open: false, editing: null });
  return (
    <>
      <PackageManagement
        subtitle="Every package on the marketplace: availability, status, bookings and ratings"
        onCreate={() => setDialog({ open: true, editing: null })}
        onEdit={(pkg) => setDialog({ open: true, editing: pkg })}
      />
      <PackageDialog admin open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </>
  );
}
