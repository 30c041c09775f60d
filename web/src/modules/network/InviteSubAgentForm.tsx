import { Box, Button, Grid, Link, Text } from '@chakra-ui/react';
import { MessageCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import networkNs from '../../i18n/en/network';
import { CopyOnce } from '../../ui/copyOnce';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { useInviteSubAgent } from './operations';
import { InviteSubAgentSchema, type InviteValues, limitAmount } from './rules';

// "Invite a sub-agent": the new agency's e-mail, its name and the credit it gets from the master's line. The /join
// link is shown once, to copy or share on WhatsApp; the master's line is asked again (what is left to give).

/** A link as the browser opens it (without PUBLIC_URL the API answers the path alone). */
export const fullUrl = (link: string) => (link.startsWith('http') ? link : `${window.location.origin}${link.startsWith('/') ? '' : '/'}${link}`);

/** WhatsApp's share page with `text` ready to send to any chat. */
export const whatsappShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

function ShareLink({ link, agencyName, onDone }: { link: string; agencyName: string; onDone: () => void }) {
  const { t } = useTranslation(networkNs);
  const url = fullUrl(link);
  return (
    <CopyOnce
      heading={
        <Text fontWeight="semibold" mb="2">
          {t('invite.linkText', { name: agencyName })}
        </Text>
      }
      value={url}
      texts={{ copy: t('copy'), done: t('done'), copied: t('copied'), copiedText: t('copiedText'), copyFailed: t('copyFailed'), copyFailedText: t('copyFailedText') }}
      onDone={onDone}
      testId="subagent-invite-link"
      valueTestId="subagent-invite-link-value"
      doneTestId="subagent-invite-done"
    >
      <Box mt="3">
        <Button asChild size="sm" variant="outline" colorPalette="green">
          <Link href={whatsappShare(t('invite.whatsappText', { name: agencyName, link: url }))} target="_blank" rel="noopener noreferrer" data-testid="subagent-invite-whatsapp">
            <MessageCircle size={16} aria-hidden /> {t('invite.whatsapp')}
          </Link>
        </Button>
      </Box>
    </CopyOnce>
  );
}

export function InviteSubAgentForm() {
  const [invite] = useInviteSubAgent();
  const [created, setCreated] = useState<{ link: string; agencyName: string } | null>(null);
  const { t } = useTranslation(networkNs);
  if (created) return <ShareLink {...created} onDone={() => setCreated(null)} />;
  return (
    <Form<InviteValues>
      validate={validateWith(InviteSubAgentSchema)}
      onSubmit={async (values, form) => {
        try {
          const agencyName = values.agencyName.trim();
          const { data } = await invite({ variables: { input: { email: values.email.trim(), agencyName, creditLimitInPkr: limitAmount(values.creditLimitInPkr) } } });
          if (!data) throw new Error(t('invite.notMade'));
          setCreated({ link: data.inviteSubAgent.invitationUrl, agencyName });
          setTimeout(() => form.restart());
          return undefined;
        } catch (err) {
          // the server's reason (not enough credit to give, a sub-agency cannot invite...) under the limit, in the
          // user's language as it came
          return { [FORM_ERROR]: errorMessage(err, t('tryAgain')) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('invite.form')} data-testid="subagent-invite-form">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 12rem auto' }} gap="3" alignItems="start">
            <TextField name="email" type="email" label={t('invite.email')} autoComplete="off" testId="subagent-email" />
            <TextField name="agencyName" label={t('invite.agencyName')} autoComplete="off" testId="subagent-name" />
            <TextField name="creditLimitInPkr" label={t('invite.limit')} autoComplete="off" placeholder="500000" testId="subagent-limit" />
            <Button type="submit" colorPalette="brand" mt={{ md: '6' }} loading={submitting} data-testid="subagent-invite-submit">
              <UserPlus size={16} aria-hidden /> {t('invite.submit')}
            </Button>
          </Grid>
          {typeof submitError === 'string' && (
            <Text role="alert" color="red.600" fontSize="sm" mt="2" data-testid="subagent-invite-error">
              {submitError}
            </Text>
          )}
        </form>
      )}
    />
  );
}
