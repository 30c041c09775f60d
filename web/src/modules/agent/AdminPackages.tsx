import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import admin from '../../i18n/en/admin';
import { type ManagedPackage, PackageDialog } from './PackageDialog';
import { PackageManagement } from './PackageManagement';

/** The super admin's package management: every package on the marketplace, and the form with the admin fields. */
export default function AdminPackages() {
  const { t } = useTranslation(admin);
  const [dialog, setDialog] = useState<{ open: boolean; editing: ManagedPackage | null }>({ open: false, editing: null });
  return (
    <>
      <PackageManagement
        subtitle={t('packagesSubtitle')}
        onCreate={() => setDialog({ open: true, editing: null })}
        onEdit={(pkg) => setDialog({ open: true, editing: pkg })}
      />
      <PackageDialog admin open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </>
  );
}
