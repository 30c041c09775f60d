import { Badge, Box, Button, Grid, HStack, IconButton, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { IMAGE_CONTENT_TYPES, MAX_PACKAGE_IMAGES, PACKAGE_MESSAGES } from '@rules/packages.js';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import { localMessage } from '../../i18n';
import manageNs from '../../i18n/en/manage';
import { fieldError } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { fileProblem, uploadErrorMessage, uploadImage } from './upload';

/** The Images tab: up to 5 images of at most 5 MB, uploaded as they are picked, with previews and removal. */
export function ImageUploader() {
  const { input, meta } = useField<string[]>('images');
  const { t } = useTranslation(manageNs);
  const images = Array.isArray(input.value) ? input.value : [];
  const [uploading, setUploading] = useState(0);
  const pending = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  // uploads finish one after another: keep the latest list, not the one this render saw
  const current = useRef(images);
  current.current = images;

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    const room = MAX_PACKAGE_IMAGES - current.current.length - pending.current;
    const chosen = Array.from(files);
    if (chosen.length > room) toast(t('images.tooMany'), localMessage(PACKAGE_MESSAGES.tooManyImages), 'error');
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const problem = fileProblem(file);
      if (problem) {
        toast(t('images.uploadFailed'), t('images.fileProblem', { file: file.name, problem: localMessage(problem) }), 'error');
        continue;
      }
      pending.current++;
      setUploading(pending.current);
      try {
        const url = await uploadImage(file);
        const next = [...current.current, url];
        current.current = next;
        input.onChange(next);
        toast(t('images.uploaded'), t('images.uploadedText'), 'success');
      } catch (err) {
        toast(t('images.uploadFailed'), localMessage(uploadErrorMessage(err, t('images.failedText'))), 'error');
      } finally {
        pending.current--;
        setUploading(pending.current);
      }
    }
  };

  const full = images.length + uploading >= MAX_PACKAGE_IMAGES;
  return (
    <Stack gap="4">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        rounded="xl"
        p="6"
        textAlign="center"
        bg="bg.subtle"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          if (!full) void pick(e.dataTransfer.files);
        }}
      >
        <Stack align="center" gap="2">
          <ImagePlus size={32} aria-hidden />
          <Text fontWeight="medium">{t('images.title')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('images.text', { max: MAX_PACKAGE_IMAGES })}
          </Text>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            multiple
            hidden
            data-testid="pkg-image-input"
            onChange={(e) => {
              void pick(e.target.files);
              e.target.value = '';
            }}
          />
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={full} data-testid="pkg-image-choose">
            {uploading > 0 ? <Spinner size="sm" /> : <ImagePlus size={16} />} {t('images.choose')}
          </Button>
          <Text fontSize="xs" color="fg.muted" data-testid="pkg-image-count">
            {uploading > 0
              ? t('images.countUploading', { count: images.length, max: MAX_PACKAGE_IMAGES, uploading })
              : t('images.count', { count: images.length, max: MAX_PACKAGE_IMAGES })}
          </Text>
        </Stack>
      </Box>
      {fieldError(meta) && (
        <Text color="fg.error" fontSize="sm">
          {fieldError(meta)}
        </Text>
      )}
      {images.length > 0 && (
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap="3" data-testid="pkg-image-previews">
          {images.map((url, i) => (
            <Box key={url} position="relative" rounded="lg" overflow="hidden" borderWidth="1px" data-testid="pkg-image-preview">
              <Image src={url} alt={t('images.alt', { n: i + 1 })} aspectRatio={4 / 3} objectFit="cover" width="full" />
              {i === 0 && (
                <Badge position="absolute" top="2" insetStart="2" colorPalette="brand" variant="solid">
                  {t('images.cover')}
                </Badge>
              )}
              <HStack position="absolute" top="1" insetEnd="1">
                <IconButton
                  size="xs"
                  colorPalette="red"
                  variant="solid"
                  aria-label={t('images.remove', { n: i + 1 })}
                  onClick={() => input.onChange(images.filter((u) => u !== url))}
                  data-testid="pkg-image-remove"
                >
                  <Trash2 size={14} />
                </IconButton>
              </HStack>
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
