// Names the name question's grammar knows (common given names and surnames in the recognizer's dictionary);
// any other name falls through to the general model.

/** Given names. */
export const FIRST_NAMES =
  'james john robert michael william david richard joseph thomas charles daniel matthew anthony mark paul steven andrew joshua kevin brian george edward ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel sam alex alexander oliver harry jack noah leo lucas ethan adam tom ben mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret sandra ashley emily michelle amanda melissa laura rebecca sharon amy anna emma olivia sophia isabella mia charlotte amelia ava grace chloe maria ada fatima aisha wei chen carlos juan ahmed omar lucy hannah kate'.split(
    ' ',
  );

/** Surnames. */
export const LAST_NAMES =
  'smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young allen king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter roberts patel khan singh kim wang li murphy kelly evans lovelace turner parker collins edwards stewart morris cook rogers morgan cooper peterson reed bailey bell'.split(
    ' ',
  );
