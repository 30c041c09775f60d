import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Grid, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import networkNs from '../../i18n/en/network';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { PanelCard } from '../../ui/panelCard';
import { TabSection } from '../../ui/tabSection';
import { toast } from '../../ui/toaster';
import { fileProblem, uploadErrorMessage } from '../agent/upload';
import { BrandPreviewCard } from './BrandPreview';
import { putBrandWithLogo } from './brandUpload';
import { AgencyBrandQuery, useRemoveAgencyLogo, useSetAgencyBrand } from './operations';
import { brandInput, BrandSchema, type BrandValues } from './rules';

// The agency's brand (issue 39): the trading name, phone, WhatsApp, address, licence number and logo its customers see
// on quotes, vouchers, invoices and e-mails. The fields save through GraphQL; with a new logo, everything goes in one
// multipart PUT /api/agency/brand (the same image checks as package images, on both sides).

type Brand = { tradingName: string; phone: string | null; whatsapp: string | null; address: string | null; licenceNumber: string | null; logoUrl: string | null };

const valuesOf = (brand: Brand | null | undefined): BrandValues => ({
  tradingName: brand?.tradingName ?? '',
  phone: brand?.phone ?? '',
  whatsapp: brand?.whatsapp ?? '',
  address: brand?.address ?? '',
  licenceNumber: brand?.licenceNumber ?? '',
});

/** A chosen file's preview address, released when the file changes or the tab closes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

type PickerProps = { savedUrl: string | null; file: File | null; preview: string | null; onFile: (f: File | null) => void; onRemoveSaved: () => void; removing: boolean };

function LogoPicker({ savedUrl, file, preview, onFile, onRemoveSaved, removing }: PickerProps) {
  const { t } = useTranslation(networkNs);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = preview ?? savedUrl;
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {t('brand.logo')}
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Box boxSize="20" borderWidth="1px" borderStyle={shown ? 'solid' : 'dashed'} rounded="lg" bg="white" display="flex" alignItems="center" justifyContent="center" overflow="hidden" flexShrink={0}>
          {shown ? <Image src={shown} alt={t('brand.logoAlt')} maxW="full" maxH="full" objectFit="contain" data-testid="brand-logo-preview" /> : <ImagePlus size={24} aria-hidden />}
        </Box>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid="brand-logo-choose">
              <ImagePlus size={16} aria-hidden /> {shown ? t('brand.changeLogo') : t('brand.chooseLogo')}
            </Button>
            {file ? (
              <Button size="sm" variant="ghost" onClick={() => onFile(null)} data-testid="brand-logo-clear">
                {t('brand.keepOld')}
              </Button>
            ) : (
              savedUrl && (
                <Button size="sm" variant="ghost" colorPalette="red" loading={removing} onClick={onRemoveSaved} data-testid="brand-logo-remove">
                  <Trash2 size={16} aria-hidden /> {t('brand.removeLogo')}
                </Button>
              )
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {file ? t('brand.logoChosen') : t('brand.logoHint')}
          </Text>
          {problem && (
            <Text fontSize="sm" color="red.600" role="alert" data-testid="brand-logo-problem">
              {localMessage(problem)}
            </Text>
          )}
        </Stack>
      </HStack>
      <Input
        ref={input}
        type="file"
        accept="image/*"
        display="none"
        aria-label={t('brand.logo')}
        data-testid="brand-logo-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (!chosen) return;
          const why = fileProblem(chosen);
          setProblem(why ?? null);
          if (!why) onFile(chosen);
        }}
      />
    </Stack>
  );
}

export function BrandTab() {
  const { t } = useTranslation(networkNs);
  const client = useApolloClient();
  const { data, loading, error } = useQuery(AgencyBrandQuery, { fetchPolicy: 'cache-and-network' });
  const [setBrand] = useSetAgencyBrand();
  const [removeLogo, { loading: removing }] = useRemoveAgencyLogo();
  const [logo, setLogo] = useState<File | null>(null);
  const preview = usePreviewUrl(logo);
  const brand = data?.agencyBrand ?? null;
  const initial = useMemo(() => valuesOf(brand), [brand]);

  const remove = async () => {
    try {
      await removeLogo();
      toast(t('brand.logoRemoved'), undefined, 'success');
    } catch (err) {
      toast(t('brand.removeFailed'), errorMessage(err, t('tryAgain')), 'error');
    }
  };

  return (
    <TabSection title={t('brand.title')} text={t('brand.text')}>
      {error && !data ? (
        <Text role="alert">{errorMessage(error, t('brand.loadFailed'))}</Text>
      ) : loading && !data ? (
        <Skeleton height="64" />
      ) : (
        <Form<BrandValues>
          initialValues={initial}
          validate={validateWith(BrandSchema)}
          onSubmit={async (values) => {
            const fields = brandInput(values);
            try {
              if (logo) {
                const saved = await putBrandWithLogo(fields, logo);
                // the REST answer has no __typename: the cache entry gets it as a GraphQL answer would
                const entry = { __typename: 'AgencyBrand' as const, ...saved };
                client.writeQuery({ query: AgencyBrandQuery, data: { agencyBrand: entry } });
                setLogo(null);
              } else {
                await setBrand({ variables: { input: fields } });
              }
              toast(t('brand.saved'), t('brand.savedText'), 'success');
              return undefined;
            } catch (err) {
              return { [FORM_ERROR]: logo ? uploadErrorMessage(err, t('tryAgain')) : errorMessage(err, t('tryAgain')) };
            }
          }}
          render={({ handleSubmit, submitting, submitError, values, pristine }) => (
            <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
              <PanelCard title={t('brand.formTitle')} text={t('brand.formText')} testId="brand-form-card">
                <form onSubmit={handleSubmit} noValidate aria-label={t('brand.form')} data-testid="brand-form">
                  <Stack gap="4">
                    <TextField name="tradingName" label={t('brand.tradingName')} required autoComplete="organization" testId="brand-trading-name" />
                    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                      <TextField name="phone" type="tel" label={t('brand.phone')} placeholder="+92 21 111 222 333" autoComplete="tel" testId="brand-phone" />
                      <TextField name="whatsapp" type="tel" label={t('brand.whatsapp')} placeholder="+92 300 1234567" autoComplete="off" testId="brand-whatsapp" />
                    </Grid>
                    <TextField name="address" label={t('brand.address')} autoComplete="street-address" testId="brand-address" />
                    <TextField name="licenceNumber" label={t('brand.licence')} helperText={t('brand.licenceHint')} autoComplete="off" testId="brand-licence" />
                    <LogoPicker savedUrl={brand?.logoUrl ?? null} file={logo} preview={preview} onFile={setLogo} onRemoveSaved={() => void remove()} removing={removing} />
                    {typeof submitError === 'string' && (
                      <Text role="alert" color="red.600" fontSize="sm" data-testid="brand-error">
                        {submitError}
                      </Text>
                    )}
                    <HStack justify="end">
                      <Button type="submit" colorPalette="brand" loading={submitting} disabled={pristine && !logo} data-testid="brand-save">
                        {t('brand.save')}
                      </Button>
                    </HStack>
                  </Stack>
                </form>
              </PanelCard>
              <BrandPreviewCard
                brand={{ tradingName: values.tradingName ?? '', phone: values.phone || values.whatsapp, logoUrl: preview ?? brand?.logoUrl }}
                title={t('brand.previewTitle')}
                logoAlt={t('brand.logoAlt')}
                empty={t('brand.previewEmpty')}
              />
            </Grid>
          )}
        />
      )}
    </TabSection>
  );
}
