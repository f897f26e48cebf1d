import { es as fields } from '@/components/ui/form/messages/es-US';
import { es as contact } from '@/services/contact/messages/es-US';
import type { ContactFormMessages } from './types';

export const es: ContactFormMessages = {
  form: {
    formLabel: 'Contáctenos',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    phone: 'Su número de teléfono',
    topic: '¿Sobre qué es su mensaje?',
    chooseTopic: 'Elija una opción',
    message: 'Su mensaje',
    messageHint:
      'No incluya números de Seguro Social ni de cuentas bancarias: se los pedimos de forma segura cuando se inscriba.',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    tryAgain: 'Intentar de nuevo',
    sent: 'Gracias, {name}. Su mensaje va en camino; le responderemos a {email} en un plazo de {replyTime}.',
    notSent: 'Su mensaje no se envió. Inténtelo de nuevo en un momento.',
    connectionFailed: 'Su mensaje no se envió: falló la conexión. Lo que escribió sigue aquí: inténtelo de nuevo.',
    check: contact.check,
    fields,
  },
  details: {
    heading: 'Otras formas de comunicarse con nosotros',
    callTollFree: 'Llame sin costo:',
    email: 'Correo electrónico:',
  },
};
