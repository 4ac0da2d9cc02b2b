import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../useToast';
import { productPath } from '../paths';
import { useCart } from './CartContext';
import { colorRequirement } from './cartRules';
import { ADD_MESSAGES, colorRequiredMessage } from './messages';

/**
 * add(product, color?) -> boolean, with the toasts of the given message set (see messages.js).
 * A product that needs a colour and has none is refused ('Color Required'); from a card the shopper
 * is then taken to the detail page, where the colours are.
 */
export function useAddToCart(messageSet) {
  const { addItem } = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    (product, selectedColor) => {
      const messages = ADD_MESSAGES[messageSet];
      const kind = colorRequirement(product);
      if (kind && !selectedColor) {
        toast(colorRequiredMessage(kind));
        if (messageSet !== 'detail') navigate(productPath(product.id));
        return false;
      }
      const added = addItem(product, selectedColor);
      toast(added ? messages.added(product) : messages.refused);
      return added;
    },
    [addItem, toast, navigate, messageSet],
  );
}
