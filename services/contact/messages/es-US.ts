import type { ContactMessages } from './types';

export const es: ContactMessages = {
  check: {
    locale: 'es-US',
    nameMissing: 'Escriba su nombre',
    nameTooLong: 'Su nombre debe tener menos de {max} caracteres',
    emailMissing: 'Escriba su correo electrónico, para que podamos responderle',
    emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com',
    phoneInvalid: 'Escriba un número de teléfono de EE. UU. de 10 dígitos, o déjelo en blanco',
    topicMissing: 'Elija el tema de su mensaje',
    messageMissing: 'Escriba su mensaje',
    messageTooShort: 'Cuéntenos un poco más (al menos {min} caracteres)',
    messageTooLong: 'Su mensaje debe tener {max} caracteres o menos (tiene {length})',
  },
  reply: {
    callUs: 'También puede llamarnos.',
    tooManyFromYou: 'Ha enviado varios mensajes en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
    tooManyOverall: 'Estamos recibiendo muchos mensajes en este momento. Inténtelo de nuevo en unos minutos.',
    tooLarge: 'Su mensaje es demasiado largo para enviarlo: debe tener {max} caracteres o menos.',
    fieldsNeedAttention: 'Revise los campos marcados.',
    notAPerson:
      'No pudimos confirmar que este mensaje lo envió una persona. Vuelva a cargar la página y envíelo de nuevo.',
    cannotSend: 'En este momento no se pueden enviar mensajes.',
    notDelivered:
      'Su mensaje no se envió: nuestro servicio de mensajes no respondió. Lo que escribió sigue en el formulario: inténtelo de nuevo.',
  },
};
