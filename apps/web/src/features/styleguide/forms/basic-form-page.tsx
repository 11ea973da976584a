import { Box, Link } from "@mui/material";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import ContactForm from "../../public/contact-form";
import { Keys } from "../material/states";
import { Sample } from "../sample";

/**
 * `/forms/basic`: the landing page's contact form itself — react-hook-form with the contract's
 * zod schema, checked again by the server, its messages in red in the reader's language.
 */
export default function BasicFormPage() {
  const { t } = useTranslation("styleguide");
  return (
    <>
      <Sample
        title={t("basic.title")}
        intro={
          <Trans
            t={t}
            i18nKey="basic.intro"
            components={{ inbox: <Link component={RouterLink} to="/inbox/contact" /> }}
          />
        }
        code={`const form = useForm<ContactCreate>({ resolver: zodResolver(ContactCreateSchema), mode: "onTouched" });`}
      >
        <Box sx={{ maxWidth: 640 }}>
          <ContactForm />
        </Box>
      </Sample>
      <Keys text={t("basic.keys")} />
    </>
  );
}
